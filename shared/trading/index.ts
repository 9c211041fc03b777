export { scaleOrders, type ScaleDecimals, type ScaleInput, type ScaleLeg, type ScaleResult } from './scale';
