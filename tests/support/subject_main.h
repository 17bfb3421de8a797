// Included just before a test's main(), after `#define OVERLAP_SUBJECT <its file's name>`:
// every subject is compiled into one program, overlap_tests, which calls each subject's main
// by name (tests/test_driver.cpp.in), so this one is renamed overlap_test_main_<subject>. A
// subject that names itself wrongly leaves the driver's call unresolved: the link fails.
// Here, after the precompiled header, not on the command line: GCC will not use a
// precompiled header where `main' is a macro. Not once only: a batch of subjects compiled
// as one file (OVERLAP_UNITY) renames each main in turn, undefining both macros after each.
#ifndef OVERLAP_SUBJECT
#error "#define OVERLAP_SUBJECT <this file's name> before including subject_main.h"
#endif
#define OVERLAP_SUBJECT_CAT_(a, b) a##b
#define OVERLAP_SUBJECT_CAT(a, b) OVERLAP_SUBJECT_CAT_(a, b)
#define main OVERLAP_SUBJECT_CAT(overlap_test_main_, OVERLAP_SUBJECT)
