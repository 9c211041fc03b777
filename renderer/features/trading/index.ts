export { OrderEntry } from './OrderEntry';
