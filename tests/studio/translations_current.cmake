# Fails when a text of the program or of the engine's breach messages has no French: lupdate
# refreshes a copy of the committed French Linguist file from today's sources, and any text it
# leaves unfinished is named. Fix: build arbitre_studio_lupdate, then run
# app/studio/i18n/french.py with the missing French added.
#
# It also fails when an engine file marks texts (ARBITRE_TRANSLATE_NOOP) but is missing from
# the files lupdate reads (ARBITRE_ENGINE_TRANSLATED_SOURCES, app/studio/CMakeLists.txt).
#
# cmake -DLUPDATE=... -DTS_FILE=.../arbitre_studio_fr.ts -DSOURCES="a.cpp;b.h" -DWORK_DIR=...
#       -DENGINE_SRC=.../engine/src -DOPTIONS="..." -P translations_current.cmake
foreach(variable LUPDATE TS_FILE SOURCES WORK_DIR ENGINE_SRC)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "translations_current.cmake: ${variable} is not set")
  endif()
endforeach()
# A scan of the engine's sources, not a build input: a file marking texts must be read.
file(GLOB_RECURSE engine_files "${ENGINE_SRC}/*.cpp" "${ENGINE_SRC}/*.h")
foreach(engine_file IN LISTS engine_files)
  file(STRINGS "${engine_file}" marks REGEX "ARBITRE_TRANSLATE_NOOP\\(\"")
  list(FIND SOURCES "${engine_file}" read_at)
  if(marks AND read_at EQUAL -1)
    message(FATAL_ERROR "${engine_file} marks texts for translation but lupdate does not read "
                        "it: add it to ARBITRE_ENGINE_TRANSLATED_SOURCES")
  endif()
endforeach()
file(MAKE_DIRECTORY "${WORK_DIR}")
set(refreshed "${WORK_DIR}/arbitre_studio_fr.ts")
file(COPY_FILE "${TS_FILE}" "${refreshed}")
execute_process(
  COMMAND "${LUPDATE}" -no-obsolete -silent ${OPTIONS} ${SOURCES} -ts "${refreshed}"
  RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "lupdate failed (${status}):\n${output}")
endif()
file(READ "${refreshed}" text)
string(REGEX MATCHALL "<source>[^<]*</source>[ \t\r\n]*<translation type=\"unfinished\""
       unfinished "${text}")
list(LENGTH unfinished count)
if(count GREATER 0)
  set(names "")
  foreach(entry IN LISTS unfinished)
    string(REGEX REPLACE "<source>([^<]*)</source>.*" "\\1" source "${entry}")
    string(APPEND names "\n  ${source}")
  endforeach()
  message(FATAL_ERROR "${count} text(s) without French in ${TS_FILE}:${names}")
endif()
string(REGEX MATCHALL "<source>" all_sources "${text}")
list(LENGTH all_sources total)
message(STATUS "all ${total} texts have their French")
