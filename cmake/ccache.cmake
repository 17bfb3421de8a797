# A source already compiled once with the same flags (in another clone, or a tree deleted
# since) is read back from ccache instead, when ccache is installed (scripts/setup.sh
# installs it) and its cache folder can be written. Paths are hashed relative to the source
# tree, so clones in other folders share the cache; the precompiled headers need the
# sloppinesses ccache's manual names for them. -DOVERLAP_CCACHE=OFF compiles directly.
option(OVERLAP_CCACHE "Compile through ccache when it is installed" ON)
find_program(OVERLAP_CCACHE_PROGRAM ccache)
if(OVERLAP_CCACHE AND OVERLAP_CCACHE_PROGRAM AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    # An unwritable cache would fail every compile: one small compile through it first.
    set(overlap_probe ${CMAKE_BINARY_DIR}/CMakeFiles/ccache_probe.cpp)
    file(WRITE ${overlap_probe} "int overlap_ccache_probe() { return 0; }\n")
    execute_process(COMMAND ${OVERLAP_CCACHE_PROGRAM} ${CMAKE_CXX_COMPILER} -c ${overlap_probe}
                            -o ${overlap_probe}.o
                    RESULT_VARIABLE overlap_ccache_status OUTPUT_QUIET ERROR_QUIET)
    if(overlap_ccache_status EQUAL 0)
        set(CMAKE_CXX_COMPILER_LAUNCHER
            ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${PROJECT_SOURCE_DIR} CCACHE_NOHASHDIR=1
            CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
            ${OVERLAP_CCACHE_PROGRAM})
        message(STATUS "Compiling through ccache (${OVERLAP_CCACHE_PROGRAM})")
    else()
        message(STATUS "ccache cannot write its cache here; compiling directly")
    endif()
endif()
