# cmake -DINPUT=<file> -DOUTPUT=<file.cpp> -DSYMBOL=<name> -P EmbedFile.cmake
# Writes a C++ source that defines `const unsigned char SYMBOL[]` holding the
# bytes of INPUT and `const unsigned long SYMBOL_size`.
file(READ ${INPUT} HEX HEX)
string(LENGTH "${HEX}" NHEX)
math(EXPR N "${NHEX} / 2")
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," BYTES "${HEX}")
string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)" "\\1\n" BYTES "${BYTES}")
file(WRITE ${OUTPUT} "// Generated from ${INPUT} by cmake/EmbedFile.cmake; do not edit.\n"
  "extern const unsigned char ${SYMBOL}[] = {\n${BYTES}0};\n"
  "extern const unsigned long ${SYMBOL}_size = ${N};\n")
