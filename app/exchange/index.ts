export { ExchangeClient, type ClientOptions, type Credentials } from './client';
export { ClockOffset } from './clock';
export { endpoints, type EndpointName, type ResultOfEndpoint } from './endpoints';
export { ExchangeError } from './errors';
