export { Workspace } from './Workspace';
export { useDocked, WorkspaceScreen } from './WorkspaceScreen';
export { InLastActiveWindow } from './PopoutWindow';
