export { DepthLadder } from './DepthLadder';
export { LadderPlacementSelect, LadderTradingMark } from './LadderMark';
