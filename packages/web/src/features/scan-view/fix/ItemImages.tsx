// The front and back of a sheet in the fix dialogs: the images received from the scanner, or, when they are gone
// here but the server holds the sheet under a misread number, its temporary pages (getTempPic; '获取临时图片失败',
// '图片为空').
import { Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ScanImage } from '../intake';
import { SCAN_TEXTS } from '../scanTexts';
import { failureText, tempPageQuery } from './fixQueries';

export interface ItemImagesProps {
  images: readonly ScanImage[];
  imageSrc: (path: string) => string | undefined;
  examId: number;
  subjectId: number;
  /** The misread number the server holds the sheet under, if any. */
  tempNumber?: string | undefined;
}

export function ItemImages({ images, imageSrc, ...rest }: ItemImagesProps) {
  return (
    <SimpleGrid cols={images.length || 1} spacing="xs">
      {images.map((image, i) => (
        <Stack key={image.path} gap={4}>
          <Text size="sm">{i === 0 ? '正面' : '反面'}</Text>
          <PageImage src={imageSrc(image.path)} alt={`${i === 0 ? '正面' : '反面'} ${image.path}`} page={i === 0 ? 1 : 2} {...rest} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function PageImage({ src, alt, page, examId, subjectId, tempNumber }: { src: string | undefined; alt: string; page: 1 | 2 } & Omit<ItemImagesProps, 'images' | 'imageSrc'>) {
  const temp = useQuery({ ...tempPageQuery(examId, subjectId, tempNumber ?? '', page), enabled: !src && Boolean(tempNumber) });
  if (src) return <Image src={src} alt={alt} mah="60vh" fit="contain" />;
  if (temp.isError)
    return (
      <Text role="alert" c="red" size="sm">
        {failureText(temp.error, SCAN_TEXTS.tempPicFailed) === SCAN_TEXTS.emptyImage ? SCAN_TEXTS.emptyImage : SCAN_TEXTS.tempPicFailed}
      </Text>
    );
  if (temp.data) return <Image src={temp.data} alt={alt} mah="60vh" fit="contain" />;
  return (
    <Text size="sm" c="dimmed">
      {tempNumber ? '加载中…' : SCAN_TEXTS.emptyImage}
    </Text>
  );
}
