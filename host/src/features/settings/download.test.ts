import { attachmentFilename } from './download';

test.each([
  ['attachment; filename="lyceum-account-ada.json"', 'lyceum-account-ada.json'],
  ['attachment; filename=lyceum-account-ada.json', 'lyceum-account-ada.json'],
  ['attachment; filename="a \\"quoted\\" name.json"', 'a "quoted" name.json'],
  [
    'attachment; filename="fallback.json"; filename*=UTF-8\'\'lyceum-account-%C3%A9lo%C3%AFse.json',
    'lyceum-account-éloïse.json',
  ],
  ['attachment; filename*=UTF-8\'\'%E0%A4%A.json; filename="plain.json"', 'plain.json'],
  ['attachment; filename="../../etc/passwd"', 'passwd'],
  ['attachment; filename="C:\\\\Windows\\\\x.json"', 'x.json'],
])('%s names the file %s', (header, name) => {
  expect(attachmentFilename(header)).toBe(name);
});

test.each([null, '', 'attachment', 'attachment; filename=""', 'inline; filename="/"'])(
  '%p names no file',
  (header) => {
    expect(attachmentFilename(header)).toBeNull();
  },
);
