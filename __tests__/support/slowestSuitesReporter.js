// A jest reporter: after a run of several suites, the ten slowest with their times, so that a slow suite is seen
// when it is added. Plain CommonJS: jest loads reporters without transforming them.
const path = require('node:path');

const SHOWN = 10;

class SlowestSuitesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const suites = results.testResults
      .filter((suite) => suite.perfStats && suite.perfStats.end > 0)
      .map((suite) => ({
        file: path.relative(this.rootDir, suite.testFilePath),
        seconds: (suite.perfStats.end - suite.perfStats.start) / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    if (suites.length < 2) return;
    const lines = suites.slice(0, SHOWN).map((s) => `${s.seconds.toFixed(1).padStart(7)} s  ${s.file}`);
    process.stderr.write(`\nSlowest suites (of ${suites.length}):\n${lines.join('\n')}\n`);
  }
}

module.exports = SlowestSuitesReporter;
