// One Babel config for webpack (browser targets) and jest (current Node).
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest
          ? { targets: { node: 'current' } }
          : { targets: '> 0.5%, last 2 versions, not dead, not op_mini all', bugfixes: true, modules: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: !isTest && api.env('development') }],
      '@babel/preset-typescript',
    ],
  };
};
