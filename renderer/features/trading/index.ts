export { OrderEntry } from './OrderEntry';
export { OrderConfirmation } from './OrderConfirmation';
