export { OpenOrders } from './OpenOrders';
export { OrderEntry } from './OrderEntry';
