export { DepthLadder } from './DepthLadder';
export { LadderPlacementSelect, useLadderTradingMark } from './LadderMark';
