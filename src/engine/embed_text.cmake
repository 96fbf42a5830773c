# Writes the text file IN as a C++ raw string literal into OUT (used for the tile data).
file(READ "${IN}" content)
file(WRITE "${OUT}" "R\"CARCDATA(${content})CARCDATA\"\n")
