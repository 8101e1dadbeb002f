// Every text of the test page (sys/TestPage, spec 3 §2.7, §7.5, §8.4), in one table.
export const TEST_PAGE_TEXTS = {
  title: '测试页面',
  intro: '测试后端推送通道：开始后服务器通过推送通道发送进度，进度条随之前进，结束后显示调用结果。',
  start: '开始测试',
  running: '测试中…',
  progress: '测试进度',
  waiting: '等待进度…',
  result: '调用结果',
} as const;
