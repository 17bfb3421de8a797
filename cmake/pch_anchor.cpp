// The one source of the targets that precompile Qt's headers for the others
// (cmake/precompiled_headers.cmake): it only has to exist.
