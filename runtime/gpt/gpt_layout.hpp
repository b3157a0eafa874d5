#pragma once
// A pipeline layout in the grammar of Megatron-LM's --pipeline-model-parallel-layout:
// stages in model order separated by '|'; E the embedding, t a transformer block, L the
// loss (with the final LayerNorm and the LM head); X*N repeats a symbol or a parenthesised
// group N times; commas and spaces are cosmetic. "Et*3|(tt|)*2ttL" is 4 stages of 3, 2, 2
// and 2 blocks, the embedding with the first and the loss with the last.
//
// pipesched's GPT keeps the embedding on the first stage and the loss on the last, and
// gives every stage at least one block: a layout that asks otherwise (an empty stage, E or
// L elsewhere or twice, an MTP layer m) is refused by name, as is one whose blocks are not
// the model's layers (too few, too many).
#include <string>
#include <string_view>
#include <vector>

namespace pipesched::gpt {

// The transformer blocks of each stage of `text`, for a model of `layers` blocks. Throws
// std::invalid_argument with one line naming the first problem (and its column or stage).
std::vector<int> parse_layout(std::string_view text, int layers);

// The layout of stages holding `blocks[s]` transformer blocks each, in the same grammar:
// the embedding with the first stage, the loss with the last, runs of equal middle stages
// grouped ({11, 13, 13, 11}: "Et*11|(t*13|)*2t*11L"); parse_layout reads it back.
// Throws std::invalid_argument for no stages or a stage without a block.
std::string layout_text(const std::vector<int>& blocks);

}  // namespace pipesched::gpt
