export { WorkspaceMenu } from './WorkspaceMenu';
