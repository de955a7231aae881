// Keeps the operator files in step with the repository (the compose smoke test needs Docker;
// these checks run everywhere, in ./kiwi test).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../lib/paths';

const read = (path: string) => readFileSync(repoPath(path), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('docker-compose.yml');
const envExample = read('.env.example');

/** Folders of the workspace packages, from pnpm-workspace.yaml (`dir/*` or `dir`). */
function workspacePackageDirs(): string[] {
  const block = /^packages:\n((?: {2}- .*\n)+)/m.exec(read('pnpm-workspace.yaml'))?.[1] ?? '';
  const globs = [...block.matchAll(/- (\S+)/g)].map((m) => m[1]!);
  expect(globs.length).toBeGreaterThan(1);
  return globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(repoPath(glob.slice(0, -2)))
          .map((name) => `${glob.slice(0, -2)}/${name}`)
          .filter((dir) => existsSync(repoPath(dir, 'package.json')))
      : [glob],
  );
}

describe('Dockerfile', () => {
  it('installs the pnpm version package.json pins', () => {
    const pinned = JSON.parse(read('package.json')).packageManager as string;
    expect(pinned).toMatch(/^pnpm@\d+\.\d+\.\d+$/);
    expect(dockerfile).toContain(`ARG PNPM_VERSION=${pinned.slice('pnpm@'.length)}`);
  });

  it('installs from the manifests and the lockfile alone, before copying the sources', () => {
    const deps = dockerfile.slice(dockerfile.indexOf('AS deps'), dockerfile.indexOf('AS build'));
    for (const dir of workspacePackageDirs()) {
      expect(deps, dir).toContain(`COPY ${dir}/package.json ${dir}/`);
    }
    expect(deps).toContain('COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./');
    expect(deps).toContain('pnpm install --frozen-lockfile');
    expect(deps).not.toContain('COPY . .');
  });

  it('needs no frontend from Docker Hub, and leaves the app read-only for its user', () => {
    expect(dockerfile).not.toMatch(/^#\s*syntax=/m);
    expect(dockerfile).not.toMatch(/COPY --from=build --chown/);
    expect(dockerfile).toMatch(/FROM runtime AS worker[\s\S]*HEALTHCHECK/);
  });
});

describe('docker-compose.yml and .env.example', () => {
  it('has no top-level name: (Compose 1.29 refuses it)', () => {
    expect(compose).not.toMatch(/^name:/m);
  });

  it('.env.example lists every variable the compose file reads', () => {
    const used = new Set([...compose.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]!));
    expect(used.size).toBeGreaterThan(5);
    for (const name of used) expect(envExample, name).toMatch(new RegExp(`^${name}=`, 'm'));
  });

  it('never pastes a password into a URL', () => {
    expect(compose).not.toMatch(/postgres:\/\/[^@\s]*:\$\{/);
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, build output and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.env', '.git']) {
      expect(ignored).toContain(entry);
    }
  });
});
