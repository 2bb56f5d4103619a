// Included by preprocessor.spmd through -I.
#pragma once
#define HEADER_OFFSET 1.0f
static float helper_from_header(float x) { return x + HEADER_OFFSET; }
