/** The preload (thin): exposes `window.perpdesk` over IPC, and only the contract's methods. */
import { contextBridge, ipcRenderer } from 'electron';
import { IPC_CHANNEL, isMethodName, type BridgeResult, type PerpdeskBridge } from '../shared/bridge';

const bridge: PerpdeskBridge = {
  shell: 'electron',
  call: (method, params, band) =>
    isMethodName(method)
      ? (ipcRenderer.invoke(IPC_CHANNEL, method, params, band) as Promise<BridgeResult<unknown>>)
      : Promise.resolve({ ok: false, error: { kind: 'invalid-input', message: `No such method: ${method}` } }),
};

contextBridge.exposeInMainWorld('perpdesk', bridge);
