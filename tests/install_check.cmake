# install_check.cmake: proves `cmake --install` gives a working, desktop-integrated Overlap.
#
#   cmake -DBUILD_DIR=<build> -DPREFIX=<fresh prefix> [-DBINDIR=bin] [-DDATADIR=share]
#         -P tests/install_check.cmake
#
# Installs the build into PREFIX (emptied first), checks every file the desktop needs is
# there, then runs the INSTALLED programs: overlap-cli lists its methods, and overlap draws
# lesson 3 offscreen (its lessons are compiled in, so the install needs no data files).
cmake_minimum_required(VERSION 3.22)

foreach(var BUILD_DIR PREFIX)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "install_check: pass -D${var}=...")
    endif()
endforeach()
if(NOT DEFINED BINDIR)
    set(BINDIR bin)
endif()
if(NOT DEFINED DATADIR)
    set(DATADIR share)
endif()
set(app_id io.github.overlap.Overlap)
set(bin ${PREFIX}/${BINDIR})
set(share ${PREFIX}/${DATADIR})

# One quoted argument: the message (program output may hold semicolons).
function(fail what)
    message(FATAL_ERROR "install_check FAILED: ${what}")
endfunction()

# 1. A fresh install; or, where deb_check.cmake passes DEB, the Debian package unpacked (its
# files under usr/, as apt puts them under /usr), so that both meet the same checks.
file(REMOVE_RECURSE ${PREFIX})
if(DEFINED DEB)
    execute_process(COMMAND dpkg-deb -x ${DEB} ${PREFIX}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        fail("dpkg-deb -x ${DEB} ${PREFIX} exited ${rc}:\n${out}${err}")
    endif()
    set(PREFIX ${PREFIX}/usr)
    set(bin ${PREFIX}/${BINDIR})
    set(share ${PREFIX}/${DATADIR})
else()
    execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        fail("cmake --install ${BUILD_DIR} --prefix ${PREFIX} exited ${rc}:\n${out}${err}")
    endif()
endif()

# 2. Every file the desktop looks for.
set(expected
    ${bin}/overlap
    ${bin}/overlap-cli
    ${share}/applications/${app_id}.desktop
    ${share}/mime/packages/${app_id}.xml
    ${share}/metainfo/${app_id}.metainfo.xml
    ${share}/icons/hicolor/scalable/apps/${app_id}.svg)
foreach(size 48 128 256)
    list(APPEND expected ${share}/icons/hicolor/${size}x${size}/apps/${app_id}.png)
endforeach()
set(missing)
foreach(f IN LISTS expected)
    if(NOT EXISTS ${f})
        list(APPEND missing ${f})
    endif()
endforeach()
if(missing)
    list(JOIN missing "\n  " missing)
    fail("not installed:\n  ${missing}")
endif()
foreach(program overlap overlap-cli)
    if(IS_DIRECTORY ${bin}/${program})
        fail("${bin}/${program} is a directory, not a program")
    endif()
endforeach()

# The PNG icons are PNGs of their nominal size (IHDR width and height, big-endian).
foreach(size 48 128 256)
    set(png ${share}/icons/hicolor/${size}x${size}/apps/${app_id}.png)
    file(READ ${png} magic LIMIT 8 HEX)
    if(NOT magic STREQUAL "89504e470d0a1a0a")
        fail("${png} is not a PNG")
    endif()
    file(READ ${png} dims OFFSET 16 LIMIT 8 HEX)
    math(EXPR want "${size}" OUTPUT_FORMAT HEXADECIMAL)
    string(SUBSTRING "${want}" 2 -1 want)
    string(LENGTH "${want}" n)
    while(n LESS 8)
        string(PREPEND want 0)
        math(EXPR n "${n} + 1")
    endwhile()
    string(TOLOWER "${want}${want}" want)
    if(NOT dims STREQUAL want)
        fail("${png} should be ${size}x${size}; its IHDR size is ${dims}")
    endif()
endforeach()

# 3. The .desktop entry points at what was installed.
file(STRINGS ${share}/applications/${app_id}.desktop desktop_lines)
set(exec_line)
set(icon_line)
foreach(line IN LISTS desktop_lines)
    if(line MATCHES "^Exec=(.*)$")
        set(exec_line "${CMAKE_MATCH_1}")
    elseif(line MATCHES "^Icon=(.*)$")
        set(icon_line "${CMAKE_MATCH_1}")
    endif()
endforeach()
if(exec_line STREQUAL "")
    fail("${app_id}.desktop has no Exec= line")
endif()
string(REGEX REPLACE "[ \t].*$" "" exec_program "${exec_line}")
get_filename_component(exec_program "${exec_program}" NAME)
if(NOT EXISTS ${bin}/${exec_program})
    fail("${app_id}.desktop runs '${exec_program}' (Exec=${exec_line}), which is not in ${bin}")
endif()
if(icon_line STREQUAL "")
    fail("${app_id}.desktop has no Icon= line")
endif()
file(GLOB icon_files ${share}/icons/hicolor/*/apps/${icon_line}.png
     ${share}/icons/hicolor/*/apps/${icon_line}.svg)
if(NOT icon_files)
    set(pattern "${share}/icons/hicolor/*/apps/${icon_line}.{png,svg}")
    fail("${app_id}.desktop names icon '${icon_line}', but no ${pattern} was installed")
endif()

# 4. The installed overlap-cli runs, from outside the build tree.
execute_process(COMMAND ${bin}/overlap-cli algorithms
                WORKING_DIRECTORY ${PREFIX}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    fail("${bin}/overlap-cli algorithms exited ${rc}:\n${out}${err}")
endif()
if(NOT out MATCHES "circle-rect\\.clamp")
    fail("${bin}/overlap-cli algorithms does not list circle-rect.clamp:\n${out}")
endif()

# 4b. The installed overlap-cli judges a learner's script in its script host, which is
# itself started again (app/script/host): nothing of the build tree is needed.
set(method ${PREFIX}/method.js)
file(WRITE ${method} "function overlaps(a, b) {\n"
                     "  var dx = a.x - b.x, dy = a.y - b.y, r = a.r + b.r;\n"
                     "  return dx * dx + dy * dy <= r * r;\n}\n")
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=OVERLAP_SCRIPT_HOST
                        ${bin}/overlap-cli judge --pair circle-circle --count 50 ${method}
                WORKING_DIRECTORY ${PREFIX}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "tried 50 cases")
    fail("${bin}/overlap-cli judge of a sound method exited ${rc}:\n${out}${err}")
endif()

# 5. The installed overlap finds its lessons and draws one, offscreen.
set(picture ${PREFIX}/check.png)
execute_process(COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen
                        ${bin}/overlap --render 3 --out ${picture}
                WORKING_DIRECTORY ${PREFIX}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    fail("${bin}/overlap --render 3 --out ${picture} exited ${rc}:\n${out}${err}")
endif()
if(NOT EXISTS ${picture})
    fail("${bin}/overlap --render 3 exited 0 but wrote no ${picture}")
endif()
file(SIZE ${picture} picture_bytes)
if(picture_bytes LESS_EQUAL 10240)
    fail("${picture} is only ${picture_bytes} bytes; a lesson picture is well over 10 KB")
endif()

message(STATUS "install_check: ${PREFIX} has the programs, launcher, MIME type, metainfo "
               "and icons; overlap-cli listed its methods and judged a script; overlap drew lesson 3 "
               "(${picture_bytes} bytes)")
