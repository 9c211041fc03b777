// `node scripts/require-node.mjs 22.12 "npm run dist"`: stops at once, in plain words, where this Node is older
// than the command needs (electron-builder's tools, @electron/rebuild and node-abi, want Node 22.12 or later and
// fail obscurely on Node 20).
const [needed, command = 'this command'] = process.argv.slice(2);
const parts = (version) => version.replace(/^v/, '').split('.').map(Number);
const [major = 0, minor = 0] = parts(process.versions.node);
const [needMajor = 0, needMinor = 0] = parts(needed ?? '0');
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `${command} needs Node ${needed} or later; this is Node ${process.versions.node}. ` +
      `Install Node ${needMajor} (for example \`nvm install ${needMajor}\`) and run it again.`,
  );
  process.exit(1);
}
