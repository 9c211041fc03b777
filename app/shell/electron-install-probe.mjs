// Loaded with `node --import` into Electron's own installer (node_modules/electron/install.js) when npm start runs
// it, to report on stderr what its download does: progress, the end of the download, and the real reason when
// fetch fails (the installer itself prints only "fetch failed"). Each report is one line starting with
// "perpdesk-installer: " and a JSON object; app/shell/electron-installer.ts reads them.
const report = (event) => process.stderr.write(`perpdesk-installer: ${JSON.stringify(event)}\n`);
const REPORT_EVERY_MS = 500;

const realFetch = globalThis.fetch;

globalThis.fetch = async (input, init) => {
  let response;
  try {
    response = await realFetch(input, init);
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    report({ type: 'failed', code: cause?.code, message: String(cause?.message ?? cause) });
    throw err;
  }
  if (!response.ok) {
    report({ type: 'failed', status: response.status, message: `${response.status} ${response.statusText}`.trim() });
    return response;
  }
  if (!response.body) return response;
  const total = Number(response.headers.get('content-length')) || 0;
  let received = 0;
  let reportedAt = 0;
  const counted = response.body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (Date.now() - reportedAt >= REPORT_EVERY_MS) {
          reportedAt = Date.now();
          report({ type: 'progress', received, total });
        }
        controller.enqueue(chunk);
      },
      flush() {
        report({ type: 'downloaded', received });
      },
    }),
  );
  return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
};
