# readme_commands.cmake: the commands README.md shows run as it says.
#
#   cmake -DREADME=<README.md> -DOVERLAP=<overlap> -DCLI=<overlap-cli> -DOUT=<fresh dir>
#         -P tests/readme_commands.cmake
#
# Every `build/app/overlap ...` line of its shell blocks is run as written (offscreen, in a
# scratch directory) and must exit 0 and write the file it names; every
# `build/app/cli/overlap-cli COMMAND ...` line names a command that exists (`COMMAND --help`
# exits 0; the line's placeholders, METHOD1 or FILE.js, are not real arguments). An example
# written as a session (`$ echo 'INPUT' \`, then `  | build/app/cli/overlap-cli ARGS`, then
# the output) is run with that input and must print that output.
cmake_minimum_required(VERSION 3.22)
foreach(var README OVERLAP CLI OUT)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "readme_commands: pass -D${var}=...")
    endif()
endforeach()
function(fail what)
    message(FATAL_ERROR "readme_commands FAILED: ${what}")
endfunction()
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})

file(STRINGS ${README} lines)
set(in_block FALSE)
set(apps 0)
set(clis 0)
set(sessions 0)
set(input "")    # a session example's echoed input and overlap-cli arguments, kept
set(piped "")    # until the line after them, its output
foreach(line IN LISTS lines)
    if(line MATCHES "^```")
        if(in_block)
            set(in_block FALSE)
        elseif(line MATCHES "^```sh")
            set(in_block TRUE)
        endif()
        continue()
    endif()
    if(NOT in_block)
        continue()
    endif()
    if(NOT piped STREQUAL "")
        separate_arguments(args UNIX_COMMAND "${piped}")
        file(WRITE ${OUT}/session-input.txt "${input}\n")
        execute_process(COMMAND ${CLI} ${args} INPUT_FILE ${OUT}/session-input.txt
                        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err
                        OUTPUT_STRIP_TRAILING_WHITESPACE)
        if(NOT out STREQUAL line)
            fail("README's 'overlap-cli ${piped}' on ${input} printed\n${out}\n(exit ${rc}) "
                 "where the README shows\n${line}")
        endif()
        math(EXPR sessions "${sessions} + 1")
        set(input "")
        set(piped "")
        continue()
    endif()
    # file(STRINGS) joins a line that ends in a backslash to the next with a ";".
    if(line MATCHES "^\\$ echo '(.*)' ;  \\| build/app/cli/overlap-cli (.*)$")
        set(input "${CMAKE_MATCH_1}")
        set(piped "${CMAKE_MATCH_2}")
        continue()
    endif()
    string(REGEX REPLACE "[ \t]+#.*$" "" command "${line}") # the comment after it
    if(command MATCHES "^build/app/cli/overlap-cli ([a-z]+)")
        set(sub ${CMAKE_MATCH_1})
        execute_process(COMMAND ${CLI} ${sub} --help RESULT_VARIABLE rc OUTPUT_VARIABLE out
                        ERROR_VARIABLE err)
        if(NOT rc EQUAL 0)
            fail("README shows 'overlap-cli ${sub}', but '${sub} --help' exited ${rc}:\n${err}")
        endif()
        math(EXPR clis "${clis} + 1")
    elseif(command MATCHES "^build/app/overlap (.*)$")
        separate_arguments(args UNIX_COMMAND "${CMAKE_MATCH_1}")
        set(written "")
        list(FIND args --out at)
        if(at EQUAL -1)
            list(FIND args --screenshot at)
        endif()
        if(NOT at EQUAL -1)
            math(EXPR at "${at} + 1")
            list(GET args ${at} written)
        endif()
        execute_process(COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen ${OVERLAP}
                                ${args}
                        WORKING_DIRECTORY ${OUT} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                        ERROR_VARIABLE err)
        if(NOT rc EQUAL 0)
            fail("README's '${command}' exited ${rc}:\n${out}${err}")
        endif()
        if(NOT written STREQUAL "" AND NOT EXISTS ${OUT}/${written})
            fail("README's '${command}' exited 0 but wrote no ${written}")
        endif()
        math(EXPR apps "${apps} + 1")
    endif()
endforeach()
if(apps EQUAL 0 OR clis EQUAL 0 OR sessions EQUAL 0)
    fail("found ${apps} overlap and ${clis} overlap-cli commands and ${sessions} sessions in "
         "${README}; expected some of each")
endif()
message(STATUS "readme_commands: ${apps} overlap commands ran, ${clis} overlap-cli commands "
               "exist, ${sessions} sessions printed what the README shows")
