export * from './theme';
export * from './components/Button';
export * from './components/Spinner';
export * from './components/Field';
export * from './components/TextField';
export * from './components/TextArea';
export * from './components/NumberField';
export * from './components/PasswordField';
