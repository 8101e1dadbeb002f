// The images of one sheet side by side, front first (the row's 查看 and the fix dialogs).
import { Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ScanImage } from './intake';

export function SheetImages({ images, imageSrc }: { images: readonly ScanImage[]; imageSrc: (path: string) => string | undefined }) {
  return (
    <SimpleGrid cols={images.length}>
      {images.map((image, i) => (
        <Stack key={image.path} gap={4}>
          <Text size="sm">{i === 0 ? '正面' : '反面'}</Text>
          <Image src={imageSrc(image.path)} alt={`${i === 0 ? '正面' : '反面'} ${image.path}`} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
