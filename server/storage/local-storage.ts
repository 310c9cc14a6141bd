import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, contentTypeOf, type Storage, type StoredObject } from './storage.ts';

export class LocalStorage implements Storage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  #pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.#root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.#pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a crash never leaves a half-written image behind the final name.
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, target);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      return { body: await readFile(this.#pathOf(key)), contentType: contentTypeOf(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }
}
