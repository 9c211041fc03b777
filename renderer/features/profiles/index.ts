export { ProfilesButton, VenueChip } from './VenueChip';
