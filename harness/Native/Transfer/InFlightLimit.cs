namespace Bench.Harness.Native.Transfer;

/// <summary>
/// Keeps requests of one kind to <see cref="IoDepth.Max"/> in flight when more workers than that could issue them at
/// once; does nothing (no wait, no lock) when the workers are no more than that, as with BUFFERCOUNT up to
/// <see cref="IoDepth.Max"/>.
/// </summary>
internal sealed class InFlightLimit(int workers) : IDisposable
{
    private readonly SemaphoreSlim? slots = workers > IoDepth.Max ? new SemaphoreSlim(IoDepth.Max, IoDepth.Max) : null;

    /// <summary>Waits for a request's turn.</summary>
    public void Enter(CancellationToken cancellationToken) => slots?.Wait(cancellationToken);

    /// <summary>A request has ended.</summary>
    public void Leave() => slots?.Release();

    /// <inheritdoc/>
    public void Dispose() => slots?.Dispose();
}
