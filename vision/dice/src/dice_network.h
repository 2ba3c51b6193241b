// The d6 network's outputs, shared by the reader's stages (dice_reader.cpp, dice_colour.cpp).
#pragma once

namespace arbitre::dice {

inline constexpr int kClasses = 7;  // 0: not a die, 1..6: the value on top
inline constexpr int kOutputs =
    kClasses + 4;  // then the top face's box: cx, cy, w, h in the window

// Softmax over the class logits (not a die, 1..6) at the start of an output `row`.
void class_probabilities(const float* row, double* probabilities);
// The likeliest value on top (1..6) of class `probabilities`.
int likeliest_value(const double* probabilities);

}  // namespace arbitre::dice
