export { KeychainNotice } from './KeychainNotice';
