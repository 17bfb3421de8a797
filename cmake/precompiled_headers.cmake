# Qt's headers are most of what the app's and the tests' sources compile. Precompiled once
# per build for each kind of target and shared by all of that kind (REUSE_FROM), they are
# read instead of parsed. With GCC or clang; a target that reuses one adds macros of its own
# only (a test's folder paths), which both accept.
option(OVERLAP_PCH "Precompile Qt's headers for the Qt targets" ON)
set(OVERLAP_USE_PCH OFF)
if(OVERLAP_PCH AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    set(OVERLAP_USE_PCH ON)
endif()

# Makes overlap_pch_<kind>, the target whose precompiled headers targets of that kind reuse:
# compiled as they are (the same Qt modules, so the same Qt macros; in the same folder, so
# the same test paths).
function(overlap_pch_target kind)
    cmake_parse_arguments(PCH "" "" "LINK;HEADERS" ${ARGN})
    if(NOT OVERLAP_USE_PCH)
        return()
    endif()
    add_library(overlap_pch_${kind} OBJECT ${PROJECT_SOURCE_DIR}/cmake/pch_anchor.cpp)
    set_target_properties(overlap_pch_${kind} PROPERTIES AUTOMOC OFF)
    target_link_libraries(overlap_pch_${kind} PRIVATE ${PCH_LINK})
    target_precompile_headers(overlap_pch_${kind} PRIVATE ${PCH_HEADERS})
endfunction()

# The targets given reuse overlap_pch_<kind>'s precompiled headers.
function(overlap_use_pch kind)
    if(NOT OVERLAP_USE_PCH)
        return()
    endif()
    foreach(target IN LISTS ARGN)
        target_precompile_headers(${target} REUSE_FROM overlap_pch_${kind})
    endforeach()
endfunction()
