export { VaultError } from './errors';
export { KEYCHAIN_SERVICE, probeKeychain, type KeychainStatus, type Keytar } from './keychain';
export { mintPaperCredentials, PAPER_API_KEY, PAPER_PROFILE_ID } from './paper-profile';
export type { Profile, ProfileInput, SecretStorage } from './profile';
export { testProfile, type Balance, type ProfileTestOptions, type ProfileTestPassed, type ProfileTestResult } from './test-profile';
export { Vault, type SavedProfile, type VaultOptions } from './vault';
