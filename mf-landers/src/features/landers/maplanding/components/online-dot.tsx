/** The green dot on the edge of a round portrait for a profile online now; the text says it elsewhere. */
export function OnlineDot() {
  return (
    <span
      aria-hidden="true"
      css={{
        position: 'absolute',
        right: 0,
        bottom: 0,
        width: 12,
        height: 12,
        borderRadius: '50%',
        background: '#2fbf5f',
        border: '2px solid #fff',
      }}
    />
  );
}
