# Every text the window shows has its Chinese: lupdate brings a copy of the .ts up to date
# with the sources (as `update_translations` would), and no message of the copy may be left
# unfinished. The source tree's .ts is never written.
#   -DTS=<the .ts> -DPROJECT_IN=<qt_add_lupdate's .cmake project> -DGENERATE=<Qt's
#   GenerateLUpdateProject.cmake> -DLUPDATE=<lupdate> -DOUT=<a work folder>
file(REMOVE_RECURSE "${OUT}")
file(MAKE_DIRECTORY "${OUT}")
execute_process(COMMAND "${CMAKE_COMMAND}" -DIN_FILE=${PROJECT_IN} -DOUT_FILE=${OUT}/project.json
                        -P "${GENERATE}"
                RESULT_VARIABLE generated)
if(NOT generated EQUAL 0)
    message(FATAL_ERROR "cannot write lupdate's project file")
endif()
configure_file("${TS}" "${OUT}/check.ts" COPYONLY)
execute_process(COMMAND "${LUPDATE}" -project "${OUT}/project.json" -ts "${OUT}/check.ts"
                        -no-obsolete -locations none -silent
                RESULT_VARIABLE updated OUTPUT_VARIABLE said ERROR_VARIABLE said)
if(NOT updated EQUAL 0)
    message(FATAL_ERROR "lupdate failed: ${said}")
endif()
file(STRINGS "${OUT}/check.ts" lines)
set(source "")
set(missing "")
foreach(line IN LISTS lines)
    if(line MATCHES "<source>(.*)</source>")
        set(source "${CMAKE_MATCH_1}")
    elseif(line MATCHES "type=\"unfinished\"")
        string(APPEND missing "\n  ${source}")
    endif()
endforeach()
if(missing)
    message(FATAL_ERROR "texts with no Chinese in app/i18n/overlap_zh_CN.ts (run "
                        "`cmake --build build --target update_translations`, then translate):"
                        "${missing}")
endif()
message(STATUS "every text of the window has its Chinese")
