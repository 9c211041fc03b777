export { Workspace } from './Workspace';
export { useDocked, WorkspaceScreen } from './WorkspaceScreen';
