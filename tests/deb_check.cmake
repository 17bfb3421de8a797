# deb_check.cmake: proves `cpack -G DEB` makes an installable Debian package of Overlap.
#
#   cmake -DBUILD_DIR=<build> -DOUT=<fresh dir> [-DBINDIR=bin] [-DDATADIR=share]
#         -P tests/deb_check.cmake
#
# Builds the package from the build's CPack configuration, checks its control fields (the
# library dependencies dpkg-shlibdeps derived, the platform plugins named by hand) and its
# Debian files, runs lintian where it is installed (no error allowed), then unpacks it and
# gives it install_check.cmake's checks: every desktop file there, both programs run.
cmake_minimum_required(VERSION 3.22)

foreach(var BUILD_DIR OUT)
    if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
        message(FATAL_ERROR "deb_check: pass -D${var}=...")
    endif()
endforeach()
function(fail what)
    message(FATAL_ERROR "deb_check FAILED: ${what}")
endfunction()
foreach(tool dpkg-deb dpkg-shlibdeps)
    find_program(found_${tool} ${tool})
    if(NOT found_${tool})
        message("deb_check SKIPPED: ${tool} is not installed (Debian's dpkg-dev)")
        return()
    endif()
endforeach()

# 1. The package, from the same CMake.
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
execute_process(COMMAND ${CMAKE_CPACK_COMMAND} -G DEB --config ${BUILD_DIR}/CPackConfig.cmake
                        -B ${OUT}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    fail("cpack -G DEB exited ${rc}:\n${out}${err}")
endif()
file(GLOB debs ${OUT}/overlap_*.deb)
list(LENGTH debs n)
if(NOT n EQUAL 1)
    fail("cpack made ${n} overlap_*.deb files in ${OUT}, not one:\n${out}")
endif()
list(GET debs 0 deb)

# 2. Its control fields.
function(field name var)
    execute_process(COMMAND dpkg-deb -f ${deb} ${name} RESULT_VARIABLE rc OUTPUT_VARIABLE value
                    ERROR_VARIABLE err OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT rc EQUAL 0 OR value STREQUAL "")
        fail("${deb} has no ${name} field: ${err}")
    endif()
    set(${var} "${value}" PARENT_SCOPE)
endfunction()
field(Package package)
field(Depends depends)
field(Section section)
field(Maintainer maintainer)
if(NOT package STREQUAL "overlap")
    fail("the package is named '${package}', not overlap")
endif()
foreach(need libqt6widgets6 libqt6gui6 libqt6core6 libqt6qml6 libqt6svg6 libstdc\\+\\+6
             qt6-qpa-plugins)
    if(NOT depends MATCHES "(^|, )${need}( |,|$)")
        fail("Depends does not name ${need}: ${depends}")
    endif()
endforeach()
if(NOT section STREQUAL "education")
    fail("Section is '${section}', not education")
endif()
if(NOT maintainer MATCHES "<[^@ ]+@[^@ ]+>$")
    fail("Maintainer has no address: ${maintainer}")
endif()

# 3. Debian's own files, and the translations.
execute_process(COMMAND dpkg-deb -c ${deb} RESULT_VARIABLE rc OUTPUT_VARIABLE listing)
foreach(path usr/share/doc/overlap/copyright usr/share/doc/overlap/changelog.gz
             usr/share/overlap/translations/overlap_zh_CN.qm)
    if(NOT listing MATCHES "\\./${path}\n")
        fail("${deb} lacks ${path}:\n${listing}")
    endif()
endforeach()

# 4. lintian, where it is installed: warnings are reported, an error fails.
find_program(lintian lintian)
if(lintian)
    execute_process(COMMAND ${lintian} --no-tag-display-limit ${deb}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    message(STATUS "lintian ${deb}:\n${out}")
    if(out MATCHES "(^|\n)E: ")
        fail("lintian reports errors on ${deb}:\n${out}")
    endif()
else()
    message(STATUS "deb_check: lintian is not installed; its checks were not run")
endif()

# 5. Unpacked as apt would, the same checks as an install.
set(DEB ${deb})
set(PREFIX ${OUT}/root)
include(${CMAKE_CURRENT_LIST_DIR}/install_check.cmake)
message(STATUS "deb_check: ${deb} is named, depends and installs as it should")
