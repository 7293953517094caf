export * from './GuestScreen';
export * from './UsernameField';
