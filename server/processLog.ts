// Lines written outside the app's pino logger (before it exists, after it failed, or by the cluster supervisor) in
// pino's own shape, so a log collector reads one format: level as pino's number, time in ms, pid, hostname, msg.
import os from 'node:os';
import { ConfigError } from './envSettings';

const LEVELS = { info: 30, warn: 40, error: 50, fatal: 60 } as const;
export type ProcessLogLevel = keyof typeof LEVELS;

export function processLogLine(level: ProcessLogLevel, msg: string, fields: Record<string, unknown> = {}): string {
  return `${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: os.hostname(), ...fields, msg })}\n`;
}

/**
 * "Failed to start" as one JSON line: the error's message (already without passwords: ConfigError and the
 * database's connection failure mask them) and, for refused settings, each problem on its own.
 */
export function failedToStartLine(error: unknown): string {
  const err = error instanceof Error ? { type: error.name, message: error.message } : { message: String(error) };
  return processLogLine('fatal', 'Failed to start', {
    err,
    ...(error instanceof ConfigError ? { problems: error.problems } : {}),
  });
}
