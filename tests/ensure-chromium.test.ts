import { describe, expect, it } from 'vitest';
import {
  chromiumPath,
  DEBIAN_CHROMIUM,
  ensureChromium,
  type Machine,
} from '../scripts/ensure-chromium';

/** A machine where files appear once apt-get installs them, recording every command run. */
function fakeMachine(options: {
  installed?: string[];
  isRoot?: boolean;
  hasAptGet?: boolean;
  aptInstalls?: string[];
  aptFails?: boolean;
}) {
  const files = new Set(options.installed ?? []);
  const commands: string[] = [];
  const logged: string[] = [];
  const machine: Machine = {
    exists: (file) => files.has(file),
    isRoot: options.isRoot ?? true,
    hasAptGet: options.hasAptGet ?? true,
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (options.aptFails) throw new Error('E: Unable to locate package chromium');
      if (args.includes('install')) for (const file of options.aptInstalls ?? []) files.add(file);
    },
    log: (line) => logged.push(line),
  };
  return { machine, commands, logged };
}

describe('ensureChromium', () => {
  it('does nothing when the browser is there', () => {
    const { machine, commands } = fakeMachine({ installed: [DEBIAN_CHROMIUM] });
    ensureChromium(DEBIAN_CHROMIUM, machine);
    expect(commands).toEqual([]);
  });

  it('installs Debian chromium quietly as root with apt-get, saying so in one line', () => {
    const { machine, commands, logged } = fakeMachine({ aptInstalls: [DEBIAN_CHROMIUM] });
    ensureChromium(DEBIAN_CHROMIUM, machine);
    expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
    expect(logged).toHaveLength(1);
  });

  it('fails with the install command to run when not root', () => {
    const { machine, commands } = fakeMachine({ isRoot: false });
    expect(() => ensureChromium(DEBIAN_CHROMIUM, machine)).toThrow(
      /^Browser tests need Chromium at \/usr\/bin\/chromium: run 'sudo apt-get install chromium'/,
    );
    expect(commands).toEqual([]);
  });

  it('fails without trying when the machine has no apt-get', () => {
    const { machine, commands } = fakeMachine({ hasAptGet: false });
    expect(() => ensureChromium(DEBIAN_CHROMIUM, machine)).toThrow(/sudo apt-get install/);
    expect(commands).toEqual([]);
  });

  it('fails clearly when apt-get fails or installs no browser there', () => {
    const failing = fakeMachine({ aptFails: true });
    expect(() => ensureChromium(DEBIAN_CHROMIUM, failing.machine)).toThrow(
      /^apt-get could not install chromium\. Browser tests need Chromium/,
    );
    const installsNothing = fakeMachine({});
    expect(() => ensureChromium(DEBIAN_CHROMIUM, installsNothing.machine)).toThrow(
      /^Browser tests need Chromium/,
    );
  });

  it('never installs for a CHROMIUM_PATH of its own: apt-get cannot put the browser there', () => {
    const browser = chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' });
    const { machine, commands } = fakeMachine({});
    expect(() => ensureChromium(browser, machine)).toThrow(
      /\/opt\/chrome\/chrome \(CHROMIUM_PATH\)/,
    );
    expect(commands).toEqual([]);
  });
});
