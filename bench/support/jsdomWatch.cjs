// Preloaded into a bench's server (`node --require`), and with it into the server's worker threads, which inherit
// the process's flags: notes every `require` of jsdom, with the thread, in the file JSDOM_WATCH_FILE names. The
// server renders without a browser emulator (issue 49); a build that still loads one shows here.
/* global require, process */
/* eslint-disable @typescript-eslint/no-require-imports -- a preload for `node --require`: CommonJS, untransformed */
const fs = require('node:fs');
const Module = require('node:module');
const { threadId } = require('node:worker_threads');

const file = process.env.JSDOM_WATCH_FILE;
if (file) {
  const load = Module._load;
  Module._load = function watchedLoad(request, ...rest) {
    if (/^jsdom(\/|$)/.test(request) || /[\\/]node_modules[\\/]jsdom[\\/]/.test(request))
      fs.appendFileSync(file, `thread ${threadId}: ${request}\n`);
    return load.call(this, request, ...rest);
  };
}
