export * from './source';
export * from './crt';
export * from './clash';
export * from './superiority';
export * from './missile';
export * from './terrain';
