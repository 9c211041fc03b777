export { OrderEntry } from './OrderEntry';
export { useFateSources, useLookUps } from './use-order-fates';
