// Babel for webpack's browser targets (jest compiles with swc: jest.config.js).
module.exports = (api) => ({
  presets: [
    [
      '@babel/preset-env',
      { targets: '> 0.5%, last 2 versions, not dead, not op_mini all', bugfixes: true, modules: false },
    ],
    ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
    '@babel/preset-typescript',
  ],
});
