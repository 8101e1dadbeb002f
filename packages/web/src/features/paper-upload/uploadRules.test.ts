import { describe, expect, it } from 'vitest';
import { addFiles, formatBytes, isPaperImage, progressText } from './uploadRules';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('paper upload rules', () => {
  it('takes jpg and png images only, once each', () => {
    expect(isPaperImage(file('a.JPG', ''))).toBe(true);
    expect(isPaperImage(file('scan', 'image/png'))).toBe(true);
    expect(isPaperImage(file('a.gif', 'image/gif'))).toBe(false);
    const first = addFiles([], [file('a.jpg', 'image/jpeg'), file('b.txt', 'text/plain'), file('c.png', 'image/png')]);
    expect(first).toMatchObject({ refused: 1 });
    expect(first.files.map((f) => f.name)).toEqual(['a.jpg', 'c.png']);
    expect(addFiles(first.files, [file('a.jpg', 'image/jpeg')]).files).toHaveLength(2);
    expect(addFiles(first.files, [file('a.jpg', 'image/jpeg', 11)]).files).toHaveLength(3);
  });

  it('reads sizes and progress', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(progressText({ loaded: 1024, total: 4096 }, 25)).toBe('上传中：25%（1.0 KB / 4.0 KB）');
    expect(progressText({ loaded: 4096, total: 4096 }, 100)).toBe('已发送 4.0 KB，等待服务器处理…');
  });
});
