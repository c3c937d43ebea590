// The TypeScript/TSX rule every browser build (shell and remotes) uses: SWC built into rspack,
// emotion's JSX runtime (the `css` prop), targets taken from the build's `target`.
function swcRule({ production }) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: {
          react: { runtime: 'automatic', importSource: '@emotion/react', development: !production, refresh: false },
        },
      },
    },
    type: 'javascript/auto',
  };
}

module.exports = { swcRule };
