#pragma once

// Included just before a test's main(): every subject is compiled into one program,
// overlap_tests, which calls each subject's main by name (tests/test_driver.cpp.in). The
// build names it for the subject, OVERLAP_SUBJECT_MAIN = overlap_test_main_<subject>. Here,
// after the precompiled header, not on the command line: GCC will not use a precompiled
// header where `main' is a macro.
#ifndef OVERLAP_SUBJECT_MAIN
#error "OVERLAP_SUBJECT_MAIN names this subject's main: build it as part of overlap_tests"
#endif
#define main OVERLAP_SUBJECT_MAIN
