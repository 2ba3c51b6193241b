# Run after a test executable is built (arbitre_add_test's GROUP): lists its GoogleTest tests and
# writes a CTest file that runs them a few at a time, each group one process of one suite.
# Starting a process that links OpenCV costs about 0.15 s of CPU (250 shared libraries), more
# under the sanitizers: one process per test spent about a minute of CI's 15 (two passes of some
# 260 vision tests). Groups stay small so that the two cores share the long tests out evenly.
#   cmake -DEXE=test_binary -DOUT=file.cmake -DGROUP=5 [-DEXCLUDE=Suite.Test] -DTIMEOUT=900
#         -P group_tests.cmake
execute_process(COMMAND "${EXE}" --gtest_list_tests OUTPUT_VARIABLE listing
                RESULT_VARIABLE status ERROR_VARIABLE errors TIMEOUT 60)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${EXE} --gtest_list_tests failed (${status}): ${errors}")
endif()

set(script "")
set(suite "")
set(members "")
# Writes the tests of `suite` gathered in `members`: as few groups as GROUP allows, of even sizes.
macro(flush_suite)
  list(LENGTH members count)
  if(count GREATER 0)
    math(EXPR groups "(${count} + ${GROUP} - 1) / ${GROUP}")
    math(EXPR last_group "${groups} - 1")
    foreach(group RANGE ${last_group})
      math(EXPR first "${group} * ${count} / ${groups}")
      math(EXPR last "(${group} + 1) * ${count} / ${groups} - 1")
      set(filter "")
      foreach(index RANGE ${first} ${last})
        list(GET members ${index} test)
        string(APPEND filter "${suite}.${test}:")
      endforeach()
      math(EXPR shown_first "${first} + 1")
      math(EXPR shown_last "${last} + 1")
      if(count EQUAL 1)
        set(name "${suite}.${test}")
      elseif(groups EQUAL 1)
        set(name "${suite}")
      else()
        set(name "${suite}[${shown_first}-${shown_last}/${count}]")
      endif()
      string(APPEND script
             "add_test([==[${name}]==] [==[${EXE}]==] [==[--gtest_filter=${filter}]==])\n"
             "set_tests_properties([==[${name}]==] PROPERTIES TIMEOUT ${TIMEOUT})\n")
    endforeach()
  endif()
  set(members "")
endmacro()

string(REPLACE "\n" ";" lines "${listing}")
foreach(line IN LISTS lines)
  # "Suite." (a typed or parametrised one followed by "  # TypeParam = ..."), then "  Test"
  # lines (parametrised: "  Test/0  # GetParam() = ...").
  string(REGEX REPLACE "  #.*$" "" line "${line}")
  if(line MATCHES "^([^ ]+)\\.$")
    flush_suite()
    set(suite "${CMAKE_MATCH_1}")
  elseif(line MATCHES "^  ([^ ]+)$")
    set(test "${CMAKE_MATCH_1}")
    if(NOT test MATCHES "^DISABLED_" AND NOT "${suite}.${test}" STREQUAL "${EXCLUDE}")
      list(APPEND members "${test}")
    endif()
  endif()
endforeach()
flush_suite()
file(WRITE "${OUT}" "${script}")
