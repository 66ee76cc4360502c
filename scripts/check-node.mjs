// Plain JavaScript on purpose: it must run, and explain itself, on an old Node that cannot load TypeScript.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Orchid Mall needs Node 24 or newer; this is Node ${process.versions.node}.\n` +
      'Run it through npm (npm start, npm test), which uses the Node 24 installed in node_modules by "npm install".',
  );
  process.exit(1);
}
