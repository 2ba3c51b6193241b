#include <iostream>
int main() { std::cout << "arbitre\n"; return 0; }
